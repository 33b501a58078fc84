import { Card, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  CATEGORIES,
  type FrameErrors,
  type FrameValues,
  type TextField,
} from '../../../machines/frameFormRules';

interface Props {
  values: FrameValues;
  errors: FrameErrors;
  onChange: (field: TextField, value: string) => void;
}

/** Name, description, category (the spec's 8), dimensions and stock status. */
export function BasicInfoCard({ values, errors, onChange }: Props) {
  const categories: string[] = [...CATEGORIES];
  if (values.category && !categories.includes(values.category)) categories.push(values.category);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Basic Information</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>
              Frame Name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="name"
              value={values.name}
              placeholder="e.g. Classic Oak Frame"
              onChange={(e) => onChange('name', e.target.value)}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.description} required>
            <Field.Label>
              Description <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              name="description"
              rows={4}
              value={values.description}
              placeholder="Describe the frame: material, finish, what it suits"
              onChange={(e) => onChange('description', e.target.value)}
            />
            <Field.ErrorText>{errors.description}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Category</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="category"
                  value={values.category}
                  onChange={(e) => onChange('category', e.target.value)}
                >
                  <option value="">Select a category</option>
                  {categories.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Dimensions</Field.Label>
              <Input
                name="dimensions"
                value={values.dimensions}
                placeholder="e.g. 16x20 inches"
                onChange={(e) => onChange('dimensions', e.target.value)}
              />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="status"
                value={values.status}
                onChange={(e) => onChange('status', e.target.value)}
              >
                <option value="IN_STOCK">In Stock</option>
                <option value="OUT_OF_STOCK">Out of Stock</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
