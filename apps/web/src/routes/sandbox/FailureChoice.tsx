import { Select, Text } from '@mantine/core';
import { useOp } from '../../api/query';
import { useWorkspace } from '../../hooks';

/** The magic token in a username (`ana-faildns` holds `faildns`), or null. */
const tokenIn = (username: string, tokens: readonly string[]) =>
  tokens.find((t) => username.toLowerCase().includes(t)) ?? null;

/**
 * Sandbox only: a choice of the documented mailbox magic values ("make this mailbox fail at
 * configuring_dns"), written into the username as the simulator reads it, so nobody has to
 * remember them. Shown where the server allows sandbox tools (its clocks answer) and simulates
 * the mailbox host (List the sandbox's magic values says which families are simulated).
 */
export function FailureChoice(props: {
  index: number;
  username: string;
  onChange: (username: string) => void;
}) {
  const workspace = useWorkspace();
  const tools = useOp('listSandboxClocks', { workspace }, { retry: false, staleTime: Infinity });
  const magic = useOp(
    'listSandboxMagicValues',
    {},
    { staleTime: Infinity, enabled: tools.isSuccess },
  );
  const group = magic.data?.groups.find((g) => g.kind === 'mailbox' && g.simulated);
  if (!tools.isSuccess || !group) return null;
  const tokens = group.values.map((v) => v.value);
  const current = tokenIn(props.username, tokens);
  // The field shows the token chosen, which fits it at any width; what it does is said under the
  // field and beside each option of the list.
  const effects = new Map<string, string>([
    ['', 'The mailbox becomes active.'],
    ...group.values.map((v) => [v.value, v.effect] as [string, string]),
  ]);
  return (
    <Select
      label={`Sandbox outcome ${props.index + 1}`}
      description={effects.get(current ?? '')}
      data={[{ value: '', label: 'Succeeds' }, ...tokens.map((t) => ({ value: t, label: t }))]}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {effects.get(option.value)}
          </Text>
        </div>
      )}
      value={current ?? ''}
      onChange={(value) => {
        const base =
          (current
            ? props.username.replace(new RegExp(`-?${current}`, 'i'), '')
            : props.username) || 'sandbox';
        props.onChange(value ? `${base}-${value}` : base);
      }}
      allowDeselect={false}
      w={260}
      comboboxProps={{ width: 480, position: 'bottom-start' }}
    />
  );
}
