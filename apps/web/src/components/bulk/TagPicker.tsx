import { Select, Stack, TextInput } from '@mantine/core';
import { mw } from '../../api/client';

export interface TagChoice {
  uid: string | null;
  newName: string;
}

export const noTag: TagChoice = { uid: null, newName: '' };

/** An existing tag, or the name of a new one (made when the action runs). */
export function TagPicker(props: {
  tags: { uid: string; name: string }[];
  value: TagChoice;
  onChange: (value: TagChoice) => void;
}) {
  return (
    <Stack gap="xs">
      <Select
        label="Tag"
        placeholder={props.tags.length ? 'Choose a tag' : 'No tag yet: name a new one below'}
        data={props.tags.map((t) => ({ value: t.uid, label: t.name }))}
        value={props.value.uid}
        onChange={(uid) => props.onChange({ uid, newName: '' })}
        clearable
      />
      <TextInput
        label="Or a new tag"
        value={props.value.newName}
        onChange={(e) => props.onChange({ uid: null, newName: e.currentTarget.value })}
      />
    </Stack>
  );
}

export const tagChosen = (choice: TagChoice) => choice.uid !== null || choice.newName.trim() !== '';

/** The chosen tag's uid, creating the new one first. */
export async function resolveTag(workspace: string, choice: TagChoice): Promise<string> {
  if (choice.uid) return choice.uid;
  const created = await mw.createTag({ workspace, body: { name: choice.newName.trim() } });
  return created.tag.uid;
}
