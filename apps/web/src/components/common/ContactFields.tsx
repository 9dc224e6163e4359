import { SimpleGrid, TextInput } from '@mantine/core';

export interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  address_line1: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  phone?: string;
}

export const emptyContact: Contact = {
  first_name: '',
  last_name: '',
  email: '',
  address_line1: '',
  city: '',
  state: '',
  country: '',
  postal_code: '',
};

const FIELDS: [keyof Contact, string, string?][] = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone', 'International form: +1.5555550123'],
  ['address_line1', 'Address'],
  ['city', 'City'],
  ['state', 'State or region'],
  ['postal_code', 'Postal code'],
  ['country', 'Country', 'Two letters, such as US or DE'],
];

/** The registrant contact a registrar needs; errors come keyed `contact_details.<field>`. */
export function ContactFields(props: {
  value: Contact;
  onChange: (value: Contact) => void;
  errors: Record<string, string>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {FIELDS.map(([key, label, hint]) => (
        <TextInput
          key={key}
          label={label}
          description={hint}
          required={key !== 'phone'}
          value={props.value[key] ?? ''}
          onChange={(e) => props.onChange({ ...props.value, [key]: e.currentTarget.value })}
          error={props.errors[`contact_details.${key}`]}
        />
      ))}
    </SimpleGrid>
  );
}
