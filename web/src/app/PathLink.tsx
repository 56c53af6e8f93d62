import { useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent } from 'react';

type PathLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** Whether a click asks the browser for something else than following the link here (new tab, download…). */
function wantsBrowserDefault(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self')
  );
}

/**
 * A link to an app path computed at run time (a module's page, say), followed by the router
 * without reloading. The router's own Link wants paths it knows at compile time; module pages
 * arrive in later issues, and until then their paths fall through to the not-found redirect.
 */
export function PathLink({ href, onClick, ...props }: PathLinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (wantsBrowserDefault(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
