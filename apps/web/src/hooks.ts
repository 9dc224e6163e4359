import { useParams } from '@tanstack/react-router';

/** The open workspace's uid (every signed-in screen is under /w/<uid>). */
export function useWorkspace(): string {
  return useParams({ from: '/signed-in/w/$workspace' }).workspace;
}
