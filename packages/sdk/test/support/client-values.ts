/**
 * The token and workspace the client suites give the client; each suite checks that what its
 * loopback server (`http-server.ts`) received carries them (the `Authorization` and
 * `X-Workspace-Id` headers).
 */
export const TOKEN = 'mw_test_token';
export const WORKSPACE = '6a1f9d56-3f6c-4a8e-9a57-0c6f6f1c2b11';
