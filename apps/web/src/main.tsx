// First: the page's first requests leave before the libraries below are evaluated (an import's
// body runs before the next import's).
import './api/first-requests';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import {
  Alert,
  AppShell,
  Badge,
  Code,
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  MantineProvider,
  Modal,
  Notification,
  NumberInput,
  PasswordInput,
  parseThemeColor,
  TableScrollContainer,
  type VariantColorsResolver,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { goToSignInWhenSessionEnds } from './api/session-ended';
import { BREAK_ANYWHERE } from './components/common/break-anywhere';
import appShellMotion from './components/shell/reduced-motion.module.css';
import { router } from './router';

// Light badges and alerts (a tint behind coloured text) and subtle buttons: the text a shade
// darker than Mantine's default, so coloured text keeps 4.5:1 contrast on its tint (axe).
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  const shade = parsed.isThemeColor ? input.theme.colors[parsed.color]?.[9] : undefined;
  return shade ? { ...colors, color: darken(shade, 0.3) } : colors;
};

// System fonts only: the app loads nothing from outside its own server.
const theme = createTheme({
  // A person whose system asks for less motion gets none: dialogs, menus, notifications and the
  // navigation drawer appear and go without sliding or fading (WCAG 2.3.3).
  respectReducedMotion: true,
  primaryColor: 'indigo',
  // Darker shades than the defaults keep text on filled buttons above 4.5:1 contrast (axe).
  primaryShade: 8,
  variantColorResolver,
  components: {
    // A value shown as code (a token, a secret, a DNS value, a link) breaks anywhere: it has no
    // space to break at, and would otherwise widen its card past a phone's screen.
    Code: Code.extend({ styles: { root: BREAK_ANYWHERE } }),
    // A badge (a status, a folder, a tag) is never squeezed into an ellipsis: a table cell or a
    // row gives it the width of its label.
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
    // The eye that shows a typed password is in the Tab order (Mantine leaves it out), so it is
    // usable without a mouse like every other control.
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleFocusable: true } }),
    // A number typed is the number asked for: out of range, the API's answer says so under the
    // field, where Mantine would change it on blur without a word.
    NumberInput: NumberInput.extend({ defaultProps: { clampBehavior: 'none' } }),
    // A dialog's and an alert's title and message break anywhere too: they name a record (a
    // member's or a mailbox's address, a clock's name), which may have no space to break at, and
    // an alert hides what runs past its edge.
    // The folded navigation appears in place for a person who asks for less motion.
    AppShell: AppShell.extend({
      classNames: {
        header: appShellMotion.part,
        navbar: appShellMotion.part,
        main: appShellMotion.part,
      },
    }),
    Modal: Modal.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } },
      styles: { title: BREAK_ANYWHERE, body: BREAK_ANYWHERE },
    }),
    Alert: Alert.extend({ styles: { root: BREAK_ANYWHERE } }),
    // A wide table scrolls in a plain box (Mantine's ScrollArea viewport always scrolls), which
    // takes the keyboard's focus while it scrolls (`TableScroll`).
    TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native' } }),
    // A notification's close button gets a name, and its message under a title is gray 7, not
    // Mantine's gray 6 (under 4.5:1 on white) (axe).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

// Mantine's dimmed text (gray 6) is under 4.5:1 on white at small sizes: gray 7 passes (axe).
// So is its error text under a field (red 8 with the darker shades above): red 9 passes.
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

goToSignInWhenSessionEnds(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={resolver}>
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
