import { Button, type ComboboxData, Group, Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { EmptyState } from '../common/EmptyState';
import { SearchBox } from './SearchBox';

/** A table's filters as a screen's URL holds them (search params, each a string or absent). */
type Filters<S> = { [K in keyof S]?: string | undefined };

/** One filter of the row: a search box (written once typing pauses) or a choice. */
export type FilterField<S extends Filters<S>> =
  | { key: keyof S & string; label: string; kind: 'search' }
  | { key: keyof S & string; label: string; kind: 'select'; data: ComboboxData; width: number };

export interface UrlFilters<S extends Filters<S>> {
  /** The filters now (the route's validated search). */
  search: S;
  /** Whether any filter is set. */
  filtered: boolean;
  /** Sets some filters, keeping the others. */
  set: (patch: Partial<S>) => void;
  /** Clears every filter. */
  reset: () => void;
}

/**
 * A table's filters kept in the URL (so a filtered view is a link to share): setting one
 * replaces the history entry rather than adding one, and calls `onChange` first (a selection
 * made under other filters is dropped).
 */
export function useUrlFilters<S extends Filters<S>>(
  search: S,
  onChange: () => void,
): UrlFilters<S> {
  const navigate = useNavigate();
  const apply = (next: (prev: S) => S) => {
    onChange();
    // The current route (`.`) with new search params; the route's `validateSearch` types them.
    void navigate({ to: '.', search: next as never, replace: true });
  };
  return {
    search,
    filtered: Object.values<string | undefined>(search).some((v) => v !== undefined && v !== ''),
    set: (patch) => apply((prev) => ({ ...prev, ...patch })),
    reset: () => apply(() => ({}) as S),
  };
}

/** The row of filters above a table, and "Clear filters" while any is set. */
export function TableFilters<S extends Filters<S>>(props: {
  fields: readonly FilterField<S>[];
  filters: UrlFilters<S>;
}) {
  const { search, set } = props.filters;
  return (
    <Group gap="sm" align="end" wrap="wrap">
      {props.fields.map((field) =>
        field.kind === 'search' ? (
          <SearchBox
            key={field.key}
            label={field.label}
            value={search[field.key]}
            onChange={(value) => set({ [field.key]: value } as Partial<S>)}
          />
        ) : (
          <Select
            key={field.key}
            label={field.label}
            clearable
            data={field.data}
            value={search[field.key] ?? null}
            onChange={(value) => set({ [field.key]: value ?? undefined } as Partial<S>)}
            w={field.width}
          />
        ),
      )}
      {props.filters.filtered && (
        <Button variant="subtle" onClick={props.filters.reset}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}

/** A filtered table with no row (the row above it offers "Clear filters"). */
export function NoMatch(props: { noun: string }) {
  return (
    <EmptyState title={`No ${props.noun} matches these filters`}>
      Clear a filter or search for something else.
    </EmptyState>
  );
}
