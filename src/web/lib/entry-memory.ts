// Small numbers remembered per history entry (location.key), such as how many results a list had revealed, so Back
// brings a page back as tall as it was and ScrollRestoration can put the scroll where it was (ADR 0039).
import { useCallback } from 'react';
import { useLocation } from 'react-router';

const LIMIT = 200;
const remembered = new Map<string, number>();

/** What this history entry remembered under `name`, and a setter for it. */
export function useEntryMemory(name: string) {
  const { key } = useLocation();
  const id = `${key}\u0000${name}`;
  const recall = useCallback(() => remembered.get(id), [id]);
  const remember = useCallback(
    (value: number) => {
      remembered.delete(id);
      remembered.set(id, value);
      // Oldest first: a long visit never grows the map without end.
      while (remembered.size > LIMIT) remembered.delete(remembered.keys().next().value!);
    },
    [id],
  );
  return { recall, remember };
}
