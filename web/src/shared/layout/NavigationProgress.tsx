import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';

/** The thin bar at the top of the window while the router loads the next page. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <Box position="fixed" top="0" insetX="0" h="3px" bg="brand.500" zIndex="toast" role="progressbar" aria-label="Loading page" />;
}
