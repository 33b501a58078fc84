/**
 * The admin's "Actions ▾" menu button (a row's actions, the bulk bar's on a phone): a menu button, so Enter or
 * the arrow keys open it, the arrows move and Enter chooses; `onSelect` gets the chosen item's value.
 */
import { Button, type ButtonProps, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ActionsMenu({
  label,
  onSelect,
  trigger,
  children,
}: {
  /** The button's accessible name when "Actions" alone would not say whose (e.g. 'Actions for Oak'). */
  label?: string;
  onSelect: (value: string) => void;
  /** The button's own look (size, variant, where it shows). */
  trigger?: ButtonProps;
  children: ReactNode;
}) {
  return (
    <Menu.Root onSelect={(d) => onSelect(d.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={label} {...trigger}>
          Actions <span aria-hidden>▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** A menu's destructive item (Delete...), set apart by a separator, in the error colour. */
export function DangerItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <>
      <Menu.Separator />
      <Menu.Item value={value} color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
        {children}
      </Menu.Item>
    </>
  );
}
