import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

// Han, kana and Hangul: a name's first character stands for it (a surname, or a whole syllable).
const cjk = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The avatar's letters: a CJK name's first character, else the first letters of its first two words; the username without a name. */
export function initials(name: string, username: string): string {
  const text = name.trim() || username.trim();
  const first = (word: string) => Array.from(word).slice(0, 1).join('');
  if (cjk.test(text)) return first(text);
  return text
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map(first)
    .join('')
    .toUpperCase();
}

/** A user's avatar image, or their initials while it loads, when it fails, or without one. */
export function UserAvatar({ user, url, large = false, alt = '' }: { user: { name: string; username: string }; url: string | null; large?: boolean; alt?: string }) {
  const shape = large ? 'size-16 rounded-full text-lg' : 'size-8 rounded-lg';
  return (
    <Avatar className={shape}>
      {url && <AvatarImage src={url} alt={alt} className="object-cover" data-testid="avatar-image" />}
      <AvatarFallback className={cn(large ? 'rounded-full' : 'rounded-lg')}>{initials(user.name, user.username)}</AvatarFallback>
    </Avatar>
  );
}
