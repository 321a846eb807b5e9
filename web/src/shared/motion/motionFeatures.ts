// The animation features the portal uses (fades, slides, exit animations), loaded after first paint.
import { domAnimation } from 'framer-motion';

export default domAnimation;
