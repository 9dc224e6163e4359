import { statusColor, statusLabel } from '../common/StatusBadge';
import classes from './cells.module.css';

// A table's cells: plain elements (no component library per cell), since scrolling draws a
// row for every record that comes into view.

/**
 * A link to a record's page. A plain anchor: the table follows it through the router (one
 * click handler for all its rows), and the browser opens it in a new tab with a modifier.
 */
export function RowLink(props: { href: string; children: string }) {
  return (
    <a href={props.href} className={classes.link} data-row-link="">
      {props.children}
    </a>
  );
}

/** A status as a coloured dot and its words (green when done, red when failed, blue moving). */
export function StatusCell({ status }: { status: string | null | undefined }) {
  const value = status ?? 'unknown';
  return (
    <span className={classes.status}>
      <span
        className={classes.dot}
        style={{ background: `var(--mantine-color-${statusColor(value)}-7)` }}
      />
      {statusLabel(value)}
    </span>
  );
}

/** A record's tags, outlined. */
export function TagsCell({ tags }: { tags: readonly { uid: string; name: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <span className={classes.tags}>
      {tags.map((tag) => (
        <span key={tag.uid} className={classes.tag}>
          {tag.name}
        </span>
      ))}
    </span>
  );
}

export const checkClass = classes.check;
