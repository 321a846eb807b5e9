import { Button } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { notify } from '../../shared/toast';
import { copyText } from './copyText';

/** Copies the post's link (the feed page, scrolled to the post) to the clipboard. */
export function ShareButton({ anchorId }: { anchorId: string }) {
  const share = async () => {
    const link = `${window.location.origin}/scenario#${anchorId}`;
    try {
      await copyText(link);
      notify.success('Link copied to clipboard');
    } catch {
      notify.error('Could not copy the link', link);
    }
  };
  return (
    <Button variant="ghost" size="sm" colorPalette="gray" onClick={() => void share()}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
