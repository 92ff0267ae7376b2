'use client';

import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** The otpauth:// URI as a QR code, drawn in the browser (qrcode, loaded when first needed). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(value, { margin: 1, width: 192, errorCorrectionLevel: 'M' }).then((url) => {
        if (live) setSrc(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [value]);
  // The QR code is black on white in both themes: scanners need the contrast.
  // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here; next/image has nothing to optimise
  return src ? <img src={src} alt={label} width={192} height={192} className="rounded-md border bg-white" data-testid="totp-qr" /> : <Skeleton className="size-48" />;
}
