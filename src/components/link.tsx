import { use, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path of the site (site.json's routes all start with '/') */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * React Router's <Link> for the site's own paths: the same markup and clicks, without what only a framework-mode app
 * uses (prefetching, route discovery, masks), which every page's first script carried (with NavLink, ~3.5 KB brotli).
 */
export function Link({ to, target, onClick, ref, children, ...rest }: LinkProps) {
  const { useTransitions } = use(NavigationContext);
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target, useTransitions });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  // data-discover: the attribute React Router's <Link> writes, so the pages' markup stays the same bytes
  return (
    <a {...rest} href={href} onClick={click} ref={ref} target={target} data-discover="true">
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** active on its own path only, not below it */
  end?: boolean;
}

/** React Router's <NavLink> over that Link: aria-current="page" and the class "active" on the current page's links. */
export function NavLink({ to, end = false, className = '', ...rest }: NavLinkProps) {
  const { navigator } = use(NavigationContext);
  const path = useResolvedPath(to);
  const current = useLocation().pathname.toLowerCase();
  const target = (navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname).toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  return <Link {...rest} to={to} aria-current={active ? 'page' : undefined} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} />;
}
