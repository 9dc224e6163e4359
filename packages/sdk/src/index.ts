/**
 * @mailwright/sdk: the typed client and webhook verification arrive with the SDK issue.
 * The package exists now so the workspace layout is the final one.
 */
export const SDK_VERSION = '0.1.0';
