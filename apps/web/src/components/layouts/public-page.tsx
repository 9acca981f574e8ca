import type { ReactNode } from 'react';

/** A page of the public site: its title and introduction in its header, then its sections. */
export function PublicPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** A section of a public page, named by its heading (`id` is the heading's). */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
