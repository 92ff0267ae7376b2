'use client';

import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/client/download';

export interface RecoveryTexts {
  intro: string;
  copy: string;
  copied: string;
  download: string;
}

/** Ten recovery codes, shown once: copy them or save them as a text file. */
export function RecoveryCodes({ codes, texts }: { codes: string[]; texts: RecoveryTexts }) {
  const text = `${codes.join('\n')}\n`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-3" data-testid="recovery-codes">
      <p className="text-sm">{texts.intro}</p>
      <ol className="bg-muted grid gap-x-6 gap-y-1 rounded-md p-3 font-mono text-sm whitespace-nowrap min-[420px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? texts.copied : texts.copy}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}>
          <Download aria-hidden /> {texts.download}
        </Button>
      </div>
    </div>
  );
}
