import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** A search field that writes its value (into the URL) once typing pauses. */
export function SearchBox(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(props.value ?? '');
  useEffect(() => setText(props.value ?? ''), [props.value]);
  const commit = useDebouncedCallback(
    (value: string) => props.onChange(value.trim() || undefined),
    300,
  );
  return (
    <TextInput
      label={props.label}
      type="search"
      value={text}
      w={260}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
