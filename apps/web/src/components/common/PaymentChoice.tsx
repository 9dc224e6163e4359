import { Radio, Stack } from '@mantine/core';

/** Pay from the wallet, or through a checkout page (opened in a new tab). */
export function PaymentChoice(props: {
  value: 'wallet' | 'checkout';
  onChange: (value: 'wallet' | 'checkout') => void;
}) {
  return (
    <Radio.Group
      label="Payment"
      value={props.value}
      onChange={(value) => props.onChange(value as 'wallet' | 'checkout')}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="wallet" label="Pay from the wallet" />
        <Radio value="checkout" label="Pay by card through checkout" />
      </Stack>
    </Radio.Group>
  );
}
