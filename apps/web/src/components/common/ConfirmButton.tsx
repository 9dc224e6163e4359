import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/**
 * A button for what charges money or cannot be undone: it asks first, in a dialog that says what
 * will happen, and acts only on the dialog's own button.
 */
export function ConfirmButton(
  props: ButtonProps & {
    /** `submit` in a `Form`: Enter in its fields asks, as a click does. */
    type?: 'button' | 'submit';
    children: ReactNode;
    /** The dialog's title: the question ("Set up olivia@… again?"). */
    title: string;
    /** What will happen: the price, what stops working. */
    message: ReactNode;
    /** The dialog's button, named for what it does. */
    confirmLabel: string;
    onConfirm: () => void;
  },
) {
  const { title, message, confirmLabel, onConfirm, children, ...button } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title}>
        <Stack>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Keep as it is
            </Button>
            <Button
              color={button.color}
              onClick={() => {
                // Once: a double click lands here twice while the dialog fades out.
                if (!open) return;
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
