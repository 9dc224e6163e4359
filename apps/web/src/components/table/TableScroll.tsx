import { Table, type TableScrollContainerProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether the box scrolls (sideways, or down where it has a `maxHeight`): watched as the box (a
 * phone turned, a card narrowed) and what it holds (rows read, a wider value) change size.
 */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () =>
      setOverflows(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A table's box, which scrolls it when it is wider than its card (or taller than its `maxHeight`).
 * While it scrolls, it takes the keyboard's focus, so that the arrow keys scroll it (the hidden
 * part is otherwise out of a keyboard's reach, axe: scrollable-region-focusable); while the table
 * fits, it is no Tab stop.
 */
export function TableScroll(props: TableScrollContainerProps) {
  const { ref, overflows } = useOverflows();
  return <Table.ScrollContainer ref={ref} tabIndex={overflows ? 0 : undefined} {...props} />;
}
