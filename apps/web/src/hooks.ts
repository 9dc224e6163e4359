import { useParams } from '@tanstack/react-router';
import { useState } from 'react';

/** The open workspace's uid (every signed-in screen is under /w/<uid>). */
export function useWorkspace(): string {
  return useParams({ from: '/signed-in/w/$workspace' }).workspace;
}

/**
 * A form field's value, filled from what the server stores: typed over freely, and filled again
 * only when the stored value changes (saved here, in another screen, or through the API, then read
 * again). A value typed and not saved yet stays when anything else is read again.
 */
export function useStoredField<T>(stored: T): [T, (value: T) => void] {
  const [value, setValue] = useState(stored);
  const [seen, setSeen] = useState(stored);
  if (!Object.is(stored, seen)) {
    setSeen(stored);
    setValue(stored);
  }
  return [value, setValue];
}
