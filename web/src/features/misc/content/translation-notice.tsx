import type { ReactNode } from 'react';

/**
 * The line above a legal text read in Hindi: the translation is for convenience, the English text is
 * the one that binds. The link is a plain one to the English page, outside the Hindi router's `/hi`
 * basename.
 */
export function TranslationNotice({ englishPath }: { englishPath: string }) {
  return (
    <p className="legal__translation" role="note">
      यह अनुवाद सुविधा के लिए है; मान्य पाठ अंग्रेज़ी वाला है।{' '}
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
