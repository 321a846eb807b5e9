import { Box, Button, Container, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { m } from 'framer-motion';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMotionAllowed } from '../../shared/motion/useMotionAllowed';
import { HERO_SLIDES } from './heroSlides';
import { HERO_AUTOPLAY_MS, nextSlide } from './slider';

/**
 * Three slides that fade into each other every 4 s, in a loop, with clickable dots (spec §2). Moving content needs a
 * way to stop it (WCAG 2.2.2): a button before the dots stops and restarts the rotation, which also waits while the
 * pointer is over a slide or focus is inside (except on that button), and does not start by itself when the user's
 * settings turn animations off or the system asks for reduced motion.
 */
export function HeroSlider() {
  const [active, setActive] = useState(0);
  const motionAllowed = useMotionAllowed();
  /** The user's choice from the button; until then, whatever motion allows. */
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const autoplay = chosen ?? motionAllowed;
  const rotating = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((i) => nextSlide(i, HERO_SLIDES.length)), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, rotating]);

  const focusMoved = (event: FocusEvent<HTMLElement>) => setFocused(event.target !== toggle.current);
  const focusLeft = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      position="relative"
      overflow="hidden"
      h={{ base: '26rem', md: '24rem' }}
      color="white"
      onFocus={focusMoved}
      onBlur={focusLeft}
    >
      {/* Announced when it changes only while it does not rotate by itself (the carousel pattern of WAI-ARIA). */}
      <Box
        position="absolute"
        inset="0"
        aria-live={rotating ? 'off' : 'polite'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {HERO_SLIDES.map((slide, index) => {
          const isActive = index === active;
          return (
            <Box
              asChild
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
              aria-hidden={!isActive}
              inert={!isActive}
              data-active={isActive ? '' : undefined}
              position="absolute"
              inset="0"
              bgGradient="to-br"
              gradientFrom={slide.gradient.from}
              gradientTo={slide.gradient.to}
            >
              {/* The fade is framer-motion's, still when animations are off or reduced motion is asked. */}
              <m.div initial={false} animate={{ opacity: isActive ? 1 : 0 }} transition={{ duration: 0.8, ease: 'easeInOut' }}>
                <Box position="absolute" insetEnd="-20" top="-20" boxSize="96" rounded="full" bg="whiteAlpha.100" aria-hidden />
                <Box position="absolute" insetEnd="24" bottom="-32" boxSize="80" rounded="full" bg="whiteAlpha.100" aria-hidden />
                <Container maxW="7xl" h="full" px={{ base: '5', md: '8' }}>
                  <Stack h="full" justify="center" gap="4" maxW="2xl" pb="10">
                    <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" fontWeight="bold" opacity={0.85}>
                      {slide.eyebrow}
                    </Text>
                    <Heading as="p" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
                      {slide.title}
                    </Heading>
                    <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.9}>
                      {slide.text}
                    </Text>
                    <Box>
                      <Button asChild bg="white" color="gray.900" _hover={{ bg: 'gray.100' }} size="lg">
                        <RouterLink to={slide.cta.to}>{slide.cta.label}</RouterLink>
                      </Button>
                    </Box>
                  </Stack>
                </Container>
              </m.div>
            </Box>
          );
        })}
      </Box>
      <HStack position="absolute" bottom="4" insetX="0" justify="center" gap="2">
        <IconButton
          ref={toggle}
          aria-label={autoplay ? 'Stop automatic slide show' : 'Start automatic slide show'}
          onClick={() => setChosen(!autoplay)}
          size="xs"
          variant="ghost"
          rounded="full"
          color="white"
          _hover={{ bg: 'whiteAlpha.300' }}
          _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
        >
          {autoplay ? <Pause aria-hidden /> : <Play aria-hidden />}
        </IconButton>
        {HERO_SLIDES.map((slide, index) => (
          <Box
            as="button"
            key={slide.id}
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => setActive(index)}
            h="2.5"
            w={index === active ? '8' : '2.5'}
            rounded="full"
            bg={index === active ? 'white' : 'whiteAlpha.600'}
            transition="all 0.3s"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
          />
        ))}
      </HStack>
    </Box>
  );
}
