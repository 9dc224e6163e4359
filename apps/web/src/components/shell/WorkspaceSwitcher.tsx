import { Combobox, InputBase, Text, type TextProps, useCombobox } from '@mantine/core';
import { BREAK_ANYWHERE } from '../common/break-anywhere';

/**
 * A name longer than this is written smaller (12 px): three lines of it fit the 60 px header, and
 * four the taller header the shell gives a name over 60 characters where the navigation folds,
 * about 100 characters (the API's longest) in the room a phone leaves it.
 */
const LONG_NAME = 30;

/**
 * The header's workspace switcher: a button naming the workspace you are in, which opens the
 * list of workspaces. The name wraps (up to three lines) where a select's one-line field cut it
 * at a phone's width; the list shows every name whole, the current one bold and selected.
 * Mantine's "button select" (a Combobox on a button target), so the keys are a select's: arrows,
 * Enter, Escape. Its accessible name is "Workspace: " and the name.
 */
export function WorkspaceSwitcher(props: {
  workspaces: readonly { uid: string; name: string }[];
  current: string;
  onChange: (uid: string) => void;
}) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const name = props.workspaces.find((w) => w.uid === props.current)?.name ?? '';
  return (
    <Combobox
      store={combobox}
      width="target"
      onOptionSubmit={(uid) => {
        combobox.closeDropdown();
        if (uid !== props.current) props.onChange(uid);
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          aria-label={`Workspace: ${name}`}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          // As wide as the name (1ch a character, and room for the arrow), from 160 px to 420,
          // narrower where the header has less room (it shrinks, the account button does not);
          // a longer name wraps.
          w={`clamp(160px, calc(${name.length}ch + 56px), 420px)`}
          miw={0}
          style={{ flexShrink: 1 }}
          styles={{ input: { height: 'auto', minHeight: 36, paddingBlock: 4 } }}
        >
          <HeaderName name={name} />
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Workspaces">
          {props.workspaces.map((w) => (
            <Combobox.Option
              value={w.uid}
              key={w.uid}
              active={w.uid === props.current}
              aria-selected={w.uid === props.current}
              style={BREAK_ANYWHERE}
            >
              {w.uid === props.current ? <strong>{w.name}</strong> : w.name}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * A name on the header's buttons (the workspace's, the member's on the account menu), whole: it
 * wraps, up to four lines, and a long one is written smaller (`LONG_NAME`).
 */
export function HeaderName(props: TextProps & { name: string }) {
  const { name, ...text } = props;
  return (
    <Text
      size={name.length > LONG_NAME ? 'xs' : 'sm'}
      lh={1.15}
      lineClamp={4}
      style={BREAK_ANYWHERE}
      {...text}
    >
      {name}
    </Text>
  );
}
