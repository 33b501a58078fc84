import { chakra, Field, Flex, Input } from '@chakra-ui/react';
import { DEFAULT_LABEL_COLOR, isHexColor } from '../../../machines/labelRules';

/** A few ready colours (the demo labels' and a few more), each a button: quick to pick by keyboard. */
const PRESETS = [
  '#EF4444',
  '#F59E0B',
  '#10B981',
  '#3B82F6',
  '#8B5CF6',
  '#EC4899',
  '#14B8A6',
  '#6B7280',
  '#111827',
] as const;

/**
 * The label's colour: the browser's colour picker (keyboard: Enter opens it), a hex text field
 * (`#RRGGBB`) and preset swatches. All three edit one value; the hex field may hold a half-typed value,
 * which the dialog's check refuses.
 */
export function ColorField({
  color,
  error,
  disabled,
  onChange,
}: {
  color: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (color: string) => void;
}) {
  const pickerValue = isHexColor(color) ? color.toLowerCase() : DEFAULT_LABEL_COLOR.toLowerCase();
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label htmlFor="label-color-hex">Color</Field.Label>
      <Flex gap="2" align="center" w="full">
        <chakra.input
          type="color"
          aria-label="Pick a colour"
          value={pickerValue}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          w="12"
          h="10"
          p="1"
          flexShrink={0}
          borderWidth="1px"
          borderRadius="md"
          cursor="pointer"
          bg="bg"
        />
        <Input
          id="label-color-hex"
          value={color}
          onChange={(e) => onChange(e.target.value)}
          placeholder="#3B82F6"
          maxLength={7}
          fontFamily="mono"
          autoComplete="off"
          spellCheck={false}
        />
      </Flex>
      <Flex gap="1.5" wrap="wrap" mt="2" role="group" aria-label="Preset colours">
        {PRESETS.map((c) => {
          const chosen = c === color.toUpperCase();
          return (
            <chakra.button
              key={c}
              type="button"
              aria-label={`Use colour ${c}`}
              aria-pressed={chosen}
              disabled={disabled}
              onClick={() => onChange(c)}
              w="7"
              h="7"
              borderRadius="full"
              borderWidth="2px"
              borderColor={chosen ? 'fg' : 'transparent'}
              outlineOffset="2px"
              style={{ backgroundColor: c }}
              cursor="pointer"
            />
          );
        })}
      </Flex>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>Hex as #RRGGBB.</Field.HelperText>
      )}
    </Field.Root>
  );
}
