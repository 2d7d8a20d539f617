import type { ReactNode } from 'react';

/**
 * The line above a legal text read in translation (written in the translation's language): the
 * English text is the one that binds. The link is a plain one to the English page, outside the Hindi
 * router's `/hi` basename.
 */
export function TranslationNotice({ englishPath, children }: { englishPath: string; children: ReactNode }) {
  return (
    <p className="legal__translation" role="note">
      {children}{' '}
      <a href={englishPath} hrefLang="en">
        अंग्रेज़ी पाठ पढ़ें
      </a>
    </p>
  );
}

/** A legal page's words in one language: the component shows the one of the page's language. */
export interface LegalText {
  title: string;
  intro: ReactNode;
  /** Above the text in a translation: that it is one, and where the binding English text is. */
  notice?: ReactNode;
}
