import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useId } from 'react';

/** Chakra's initials: the first letters of the first and last names. */
function initialsOf(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1]! : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

interface InitialsAvatarProps extends HTMLChakraProps<'div'> {
  /** Whose initials; a person's outline without a name. */
  name: string | undefined;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'subtle' | 'solid' | 'outline';
}

/**
 * An avatar without a picture, as Chakra's Avatar renders one (its recipe, class names and
 * attributes): the component runs a state machine that waits for a picture, which the shell's
 * never has, and every page's first load would carry it for these two letters.
 */
export function InitialsAvatar({ name, size = 'md', variant = 'subtle', ...rest }: InitialsAvatarProps) {
  const id = `avatar:${useId()}`;
  const styles = useSlotRecipe({ key: 'avatar' })({ size, variant });
  return (
    <chakra.div data-scope="avatar" data-part="root" dir="ltr" id={id} className="chakra-avatar__root" css={styles['root']} {...rest}>
      <chakra.span data-scope="avatar" data-part="fallback" dir="ltr" id={`${id}:fallback`} data-state="visible" className="chakra-avatar__fallback" css={styles['fallback']}>
        {name ? (
          initialsOf(name)
        ) : (
          <chakra.svg stroke="currentColor" fill="currentColor" strokeWidth="0" viewBox="0 0 24 24" height="1.2em" width="1.2em">
            <path d="M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z" />
          </chakra.svg>
        )}
      </chakra.span>
    </chakra.div>
  );
}
