import { Box, Card, Checkbox, Field, Fieldset, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  discountOf,
  type FrameErrors,
  type FrameValues,
  type LabelOption,
  type TextField,
} from '../../../machines/frameFormRules';
import { formatAmount } from '../../ui/format';

interface Props {
  values: FrameValues;
  errors: FrameErrors;
  labelOptions: LabelOption[];
  onChange: (field: TextField, value: string) => void;
  onLabels: (labels: number[]) => void;
}

/** The two prices (text, numbers on submit), the 'Discount Applied' note, and the labels. */
export function PricingCard({ values, errors, labelOptions, onChange, onLabels }: Props) {
  const discount = discountOf(values.originalPrice, values.currentPrice);
  const toggle = (id: number, on: boolean) =>
    onLabels(on ? [...values.labels, id] : values.labels.filter((l) => l !== id));
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Pricing and Labels</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {(
              [
                ['originalPrice', 'Original Price (KSH)'],
                ['currentPrice', 'Current Price (KSH)'],
              ] as const
            ).map(([field, label]) => (
              <Field.Root key={field} invalid={!!errors.prices} required>
                <Field.Label>
                  {label} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name={field}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  placeholder="0.00"
                  value={values[field]}
                  onChange={(e) => onChange(field, e.target.value)}
                />
              </Field.Root>
            ))}
          </SimpleGrid>
          {errors.prices && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors.prices}
            </Text>
          )}
          {discount.amount > 0 && (
            <Box
              bg="green.50"
              borderWidth="1px"
              borderColor="green.200"
              color="green.800"
              borderRadius="md"
              px="3"
              py="2"
              data-testid="discount-note"
            >
              <Text fontWeight="semibold">Discount Applied</Text>
              <Text fontSize="sm">
                Save KSH {formatAmount(discount.amount)} ({discount.percentage}% off)
              </Text>
            </Box>
          )}
          <Fieldset.Root>
            <Fieldset.Legend>Labels</Fieldset.Legend>
            <Fieldset.HelperText>Shown as coloured chips on the customer's card.</Fieldset.HelperText>
            <Flex wrap="wrap" gap="2" mt="2">
              {labelOptions.map((label) => {
                const checked = values.labels.includes(label.id);
                return (
                  <Checkbox.Root
                    key={label.id}
                    checked={checked}
                    onCheckedChange={(e) => toggle(label.id, e.checked === true)}
                    borderWidth="1px"
                    borderRadius="full"
                    px="3"
                    py="1.5"
                    borderColor={checked ? label.color : 'border'}
                    bg={checked ? 'bg.muted' : undefined}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Box w="3" h="3" borderRadius="full" bg={label.color} aria-hidden />
                    <Checkbox.Label>{label.name}</Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </Flex>
          </Fieldset.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
