import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router'
import { usePageLanguage } from './use-page-language.ts'

/**
 * The public pages' links: React Router's, with a site path (`/artist/x`) taken to the same page in the page's
 * language (`/de/artist/x`), so that a visitor stays in the language they read. A path that names its language
 * already (the language switcher's) is left as it is.
 */
export function Link(props: LinkProps) {
	const { to } = usePageLanguage()
	return <RouterLink {...props} to={typeof props.to === 'string' ? to(props.to) : props.to} />
}

export function NavLink(props: NavLinkProps) {
	const { to } = usePageLanguage()
	return <RouterNavLink {...props} to={typeof props.to === 'string' ? to(props.to) : props.to} />
}
