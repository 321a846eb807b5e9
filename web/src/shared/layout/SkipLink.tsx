import { Link } from '@chakra-ui/react';

/** The id of each layout's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main';

/**
 * 'Skip to main content' (WCAG 2.4.1): the first stop of the Tab key on every page, hidden until it has
 * focus. Moving focus (not only scrolling) puts the next Tab inside the page rather than the top bar.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="fg"
      fontWeight="semibold"
      shadow="lg"
      // Off-screen until focused: still read and reached by the keyboard, never seen by a mouse user.
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      colorPalette="brand"
    >
      Skip to main content
    </Link>
  );
}
