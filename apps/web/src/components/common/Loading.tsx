import { Box, type BoxProps, Skeleton, Stack, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

// How the app says that something is being read, in one place. The region being read carries
// `aria-busy="true"` until its content is in; the words ("Loading…") are a polite status beside
// it, not inside it: assistive technologies may hold back what changes inside a busy region,
// the status included.

/** The words said while something is read. */
export const LOADING = 'Loading…';

/** The attributes of a region while `loading` (none once it is read). */
export function busy(loading: boolean): { 'aria-busy'?: true } {
  return loading ? { 'aria-busy': true } : {};
}

/** The loading words as a polite status (`role="status"`), or what is said once read. */
export function LoadingStatus(props: TextProps & { children?: ReactNode }) {
  const { children, ...text } = props;
  return (
    <Text role="status" {...text}>
      {children ?? LOADING}
    </Text>
  );
}

/**
 * A screen (a record's page, a message) while it is read: the status, and a busy region with
 * placeholders where the content will show.
 */
export function Loading(props: BoxProps & { label?: string }) {
  const { label, ...box } = props;
  return (
    <Stack gap="sm" {...box}>
      <LoadingStatus>{label ?? LOADING}</LoadingStatus>
      <Box {...busy(true)}>
        <Skeleton height={28} width="60%" mb="sm" />
        <Skeleton height={120} />
      </Box>
    </Stack>
  );
}
