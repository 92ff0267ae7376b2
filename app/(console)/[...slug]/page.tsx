import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SectionMessages } from '@/components/providers/section-messages';
import { ModuleNotFound } from '@/components/shell/module-not-found';
import { requireMenuPath } from '@/lib/auth/page-session';
import { menuTitleKey } from '@/lib/resource/definition';
import { registeredResources } from '@/resources/index';
import { registeredModule, type RegisteredModule } from '../registered-module';
import { KeptPage } from '@/components/shell/tabs/kept-page';

type Params = { params: Promise<{ slug: string[] }> };

/** A registered resource's page (`resources/<name>/page.tsx`, its folder named by the definition), by its menu path. */
async function registeredPage(path: string): Promise<RegisteredModule | undefined> {
  const resource = registeredResources.find((r) => r.definition.path === path);
  return resource && registeredModule(resource.definition.name, 'page');
}

const pathOf = async (params: Params['params']) => `/${(await params).slug.join('/')}`;

/**
 * A menu page's title is its menu item's (the sidebar's, the breadcrumb's and the tab's): one message per path.
 * A menu group's key names its section, whose own title is `<key>.title` (asking for the section itself is an
 * error in next-intl, logged on every visit).
 */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const key = menuTitleKey(await pathOf(params));
  const t = await getTranslations();
  const id = t.has(`${key}.title`) ? `${key}.title` : key;
  return t.has(id) && typeof t.raw(id) === 'string' ? { title: t(id) } : {};
}

// A registered resource's page (its own guard checks the permission), in its section's messages. Any
// other menu path without a page of its own: the guard redirects parents and refuses the rest, so what
// renders here is a permitted leaf whose module does not exist yet.
export default async function MenuLeafPage({ params }: Params) {
  const path = await pathOf(params);
  const page = await registeredPage(path);
  if (page) {
    const Page = page.default;
    return (
      <SectionMessages section={path.split('/')[1] ?? ''}>
        <KeptPage>
          <Page />
        </KeptPage>
      </SectionMessages>
    );
  }
  await requireMenuPath(path);
  return <ModuleNotFound path={path} />;
}
