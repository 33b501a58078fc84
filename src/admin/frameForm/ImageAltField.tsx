/**
 * A picture's alt text on the frame form (docs/api.md `imageAlts`): typed for a saved picture and saved with
 * the frame; empty, the storefront says the frame's name and the picture's number (the placeholder shows it).
 * A new picture gets its alt text once it is saved.
 */
import { chakra, Input, Text } from '@chakra-ui/react';
import { MAX_ALT_LENGTH } from '../../../machines/frameFormRules';
import { defaultAlt } from '../../ui/format';

export function ImageAltField({
  tileKey,
  saved,
  value,
  frameName,
  index,
  disabled,
  onChange,
}: {
  tileKey: string;
  /** A saved picture (a queued one gets its alt text after the save). */
  saved: boolean;
  value: string;
  frameName: string;
  index: number;
  disabled: boolean;
  onChange: (alt: string) => void;
}) {
  const id = `image-alt-${tileKey}`;
  if (!saved)
    return (
      <Text fontSize="xs" color="fg.muted" px="1.5" pb="1.5">
        Alt text: once saved
      </Text>
    );
  return (
    <chakra.div px="1.5" pb="1.5">
      <chakra.label htmlFor={id} display="block" fontSize="xs" color="fg.muted" mb="0.5">
        Alt text
      </chakra.label>
      <Input
        id={id}
        size="xs"
        data-testid="image-alt"
        value={value}
        maxLength={MAX_ALT_LENGTH}
        placeholder={defaultAlt(frameName || 'Frame name', index)}
        aria-description={`Picture ${index + 1}: what it shows, for screen readers and search engines. Empty: the frame's name and the picture's number.`}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </chakra.div>
  );
}
