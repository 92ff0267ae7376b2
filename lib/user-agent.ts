/** The browser and operating system a User-Agent names, in words ('' when it names none we know). */
export interface AgentSummary {
  browser: string;
  os: string;
}

// First match wins: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/^curl\/(\d+)/, 'curl'],
];

const systems: [RegExp, string][] = [
  [/Windows NT 10/, 'Windows 10/11'],
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function describeAgent(userAgent: string): AgentSummary {
  let browser = '';
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  return { browser, os };
}

/** What is stored of a User-Agent: its first 512 characters, no control characters. */
export function storedAgent(userAgent: string | null): string {
  return (userAgent ?? '').replace(/\p{Cc}/gu, '').slice(0, 512);
}
