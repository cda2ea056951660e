const SVG_DATA = 'data:image/svg+xml;utf8,';

/** The SVG markup of an ionicons icon: one of its constants ('data:image/svg+xml;utf8,<svg …>') or an SVG file's text. */
function svgMarkup(icon: string): string {
  if (icon.startsWith('<svg')) return icon;
  return icon.startsWith(SVG_DATA) ? icon.slice(SVG_DATA.length) : '';
}

/**
 * An ionicons icon drawn inline, without the ion-icon web component (which fetches and sanitises the same SVG at run
 * time): the public pages stay free of Ionic's runtime. The markup comes from the ionicons package, never from users.
 * Decorative: hidden from screen readers; the control it sits in carries the name.
 */
export function PlainIcon({ icon, className }: { icon: string | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `plain-icon ${className}` : 'plain-icon'}
      dangerouslySetInnerHTML={{ __html: icon ? svgMarkup(icon) : '' }}
    />
  );
}
