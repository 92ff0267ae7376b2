import { cn } from '@/lib/utils';
import { logoUrl } from '@/resources/settings/ui/logo-api';

/**
 * The console's mark beside its name: the logo set on the settings page, else the name's first letter
 * on the primary colour. Plain markup, so the server renders it (the sign-in page, the shell): no flash
 * of the letter before the image. The name beside it says what it is: the image is decorative.
 */
export function ConsoleMark({ name, logo, className, letterClassName }: { name: string; logo: string | null; className?: string; letterClassName?: string }) {
  const url = logoUrl(logo);
  if (url) {
    // A plain img: the logo is served by the console's own API with its own cache validator, not an asset for next/image to resize.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={url} alt="" className={cn('shrink-0 object-contain', className)} data-testid="console-logo" />;
  }
  return (
    <span className={cn('flex shrink-0 items-center justify-center font-semibold', className, letterClassName)} data-testid="console-letter">
      {Array.from(name)[0]?.toUpperCase()}
    </span>
  );
}
