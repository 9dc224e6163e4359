import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { OpData } from '../../api/client';
import { PasswordField } from '../../components/common/PasswordField';

export type PlatformInfo = OpData<'listSequencerPlatforms'>['data'][number];
type Field = PlatformInfo['platform_metadata']['fields'][number];

/** The rule a value breaks (the contract's validation keys), or null. */
export function fieldProblem(field: Field, value: string): string | null {
  const rules = field.validation ?? {};
  const fail = (why: string) => rules.error_message || why;
  if (!value) return field.required ? `${field.label} is required` : null;
  const length = [...value].length;
  if (rules.min_length !== undefined && length < rules.min_length)
    return fail(`At least ${rules.min_length} characters`);
  if (rules.max_length !== undefined && length > rules.max_length)
    return fail(`At most ${rules.max_length} characters`);
  if (rules.pattern && !new RegExp(rules.pattern, 'u').test(value))
    return fail(`${field.label} is not in the expected form`);
  if (field.type === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value))
    return fail('Not an email address');
  if (field.options.length && !field.options.some((o) => o.value === value))
    return fail('Choose one of the options');
  return null;
}

/**
 * A platform's connection form, rendered from its `platform_metadata.fields`: each field's type,
 * required flag, validation (pattern, lengths, message) and hints (placeholder, autocomplete,
 * width in a grid layout, options). Server errors arrive keyed by field name.
 */
export function ConnectionForm(props: {
  platform: PlatformInfo;
  serverErrors: Record<string, string>;
  busy: boolean;
  onSubmit: (values: Record<string, string>) => void;
}) {
  const meta = props.platform.platform_metadata;
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  // Each refused submit puts the focus on the first field refused, as `Form` does.
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const problems = Object.fromEntries(
    meta.fields.map((f) => [f.name, fieldProblem(f, values[f.name] ?? '')]),
  );
  const grid = meta.ui_config.layout === 'grid';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) {
      setRefusals((n) => n + 1);
      return;
    }
    props.onSubmit(values);
  };
  const input = (field: Field) => {
    const common = {
      key: field.name,
      label: field.label,
      required: field.required,
      placeholder: field.ui_hints.placeholder,
      autoComplete: field.ui_hints.autocomplete,
      error: props.serverErrors[field.name] ?? (touched ? problems[field.name] : null),
      style: grid && field.ui_hints.width !== 'half' ? { gridColumn: '1 / -1' } : undefined,
    };
    if (field.options.length) {
      return (
        <Select
          {...common}
          data={field.options}
          value={values[field.name] ?? null}
          onChange={(v) => setValues({ ...values, [field.name]: v ?? '' })}
        />
      );
    }
    const Input = field.type === 'password' ? PasswordField : TextInput;
    return (
      <Input
        {...common}
        type={field.type === 'email' ? 'email' : undefined}
        value={values[field.name] ?? ''}
        onChange={(e) => setValues({ ...values, [field.name]: e.currentTarget.value })}
      />
    );
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={`${meta.platform_name} connection`}>
      <Stack>
        <SimpleGrid cols={grid ? { base: 1, sm: 2 } : 1}>{meta.fields.map(input)}</SimpleGrid>
        <Button type="submit" loading={props.busy} w="fit-content">
          {props.busy ? meta.ui_config.loading_text : meta.ui_config.submit_button_text}
        </Button>
      </Stack>
    </form>
  );
}
