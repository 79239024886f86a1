// The rows of a list page chosen for a bulk action, by id, or every row that matches the filter (`allMatching`, on the
// video lists); a new address (filter or page) starts a new selection, and so does choosing rows one by one.
import { useEffect, useState } from 'react';

export function useRowSelection<Id>(address: string) {
  const [chosen, setChosen] = useState<ReadonlySet<Id>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const set = (ids: readonly Id[]) => {
    setAllMatching(false);
    setChosen(new Set(ids));
  };
  useEffect(() => set([]), [address]);
  return {
    chosen,
    allMatching,
    setAllMatching,
    set,
    clear: () => set([]),
    choose: (id: Id, on: boolean) => {
      setAllMatching(false);
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
  };
}
