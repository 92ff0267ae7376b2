/** Storage used by file type, in MB: groups are translated (`storage.<key>`), leaves are file extensions. */
export interface StorageNode {
  key: string;
  value?: number;
  children?: StorageNode[];
}

const leaves = (entries: [string, number][]): StorageNode[] => entries.map(([key, value]) => ({ key, value }));

export const storage: StorageNode = {
  key: 'all',
  children: [
    { key: 'documents', children: leaves([['pdf', 420], ['docx', 310], ['xlsx', 260], ['pptx', 180], ['md', 40]]) },
    {
      key: 'media',
      children: [
        { key: 'images', children: leaves([['jpg', 610], ['png', 520], ['webp', 150], ['svg', 90]]) },
        { key: 'video', children: leaves([['mp4', 1300], ['mov', 640]]) },
        { key: 'audio', children: leaves([['mp3', 380], ['wav', 210]]) },
      ],
    },
    {
      key: 'code',
      children: [
        { key: 'frontend', children: leaves([['tsx', 190], ['ts', 230], ['css', 60]]) },
        { key: 'backend', children: leaves([['sql', 30], ['go', 120], ['py', 95]]) },
        ...leaves([['json', 80]]),
      ],
    },
    { key: 'archives', children: leaves([['zip', 540], ['tar.gz', 330], ['7z', 120]]) },
    { key: 'other', children: leaves([['iso', 700], ['bin', 150]]) },
  ],
};
