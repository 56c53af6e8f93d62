import { Box, Button, chakra, CloseButton, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { slideTextOf } from '@cairn/shared/plans/slideTexts';
import { planSlides, slideSize } from '@cairn/shared/plans/slides';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callProcedure } from '../../../api/client.ts';
import { saveFile } from '../../../api/files.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { browserTokenStore } from '../../../auth/browserAuth.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { SlideSvg } from './SlideSvg.tsx';

export interface SlidesViewProps {
  plan: PlanView;
  actions: readonly ActionView[];
  /** Staff see every carbon impact; a client only those its consultant has shown. */
  isStaff: boolean;
  /** The plan's module name, on the cover and in every footer. */
  planName: string;
  assetName: string;
  /** The slide in view, from 1, as the address holds it; one outside the deck shows the first. */
  slide: number | undefined;
  /** Keeps the slide in view in the address (each route its own query parameter). */
  onSlideChange: (slide: number) => void;
}

type Presenting = 'fullscreen' | 'overlay' | null;

/** Keys the viewer leaves alone when they come from a field or from a control they activate. */
const typingTarget = 'input, textarea, select, [contenteditable="true"]';
const activatingTarget = 'button, a, [role="button"], [role="option"], [role="tab"]';
const ownArrowKeys = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tablist"], [role="radiogroup"], [role="slider"], [role="grid"]';

/**
 * A plan's slides (spec 2 slide viewer): the preview list on the left, the slide in view,
 * Previous and Next; ArrowLeft, ArrowRight and Space move between slides (Shift+Space back);
 * Present shows the slide alone in full screen, or over the whole window where the browser
 * refuses full screen; Escape leaves. The slides speak the plan's language (`planSlides`); the
 * viewer's controls the reader's.
 */
export function SlidesView({ plan, actions, isStaff, planName, assetName, slide, onSlideChange }: SlidesViewProps) {
  const { t } = useI18n();
  const deck = useMemo(() => planSlides({ plan, actions, planName, assetName, audience: isStaff ? 'staff' : 'client' }), [plan, actions, planName, assetName, isStaff]);
  const count = deck.slides.length;
  const index = slide !== undefined && slide >= 1 && slide <= count ? slide - 1 : 0;
  const current = deck.slides[index]!;
  const titleOf = (position: number) => slideTextOf(deck.slides[position]!.title, deck.language);
  const [presenting, setPresenting] = useState<Presenting>(null);
  const [downloading, setDownloading] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const presentRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const go = useCallback((position: number) => onSlideChange(Math.min(count, Math.max(1, position + 1))), [count, onSlideChange]);

  const present = async () => {
    const stage = stageRef.current;
    if (stage && document.fullscreenEnabled && typeof stage.requestFullscreen === 'function') {
      try {
        await stage.requestFullscreen();
        setPresenting('fullscreen');
        return;
      } catch {
        // Refused (a frame without the permission, a browser policy): the window overlay instead.
      }
    }
    setPresenting('overlay');
  };

  const leave = useCallback(() => {
    // Leaving full screen ends the presentation once the browser has left it (`fullscreenchange`).
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => setPresenting(null));
    else setPresenting(null);
  }, []);

  // The browser leaves full screen on its own (Escape, its own controls): the viewer follows.
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setPresenting((state) => (state === 'fullscreen' ? null : state));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Over the window, the page behind does not scroll (full screen shows the slide alone anyway).
  useEffect(() => {
    if (presenting !== 'overlay') return undefined;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [presenting]);

  // Focus goes to the slide when presenting starts, and back to Present when it ends.
  const wasPresenting = useRef(false);
  useEffect(() => {
    const was = wasPresenting.current;
    wasPresenting.current = presenting !== null;
    if (presenting) stageRef.current?.focus();
    else if (was) {
      // After the browser has settled the focus it moves on leaving full screen.
      const frame = requestAnimationFrame(() => presentRef.current?.focus());
      return () => cancelAnimationFrame(frame);
    }
    return undefined;
  }, [presenting]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(typingTarget)) return;
      // Another layer (a dialog, a menu) owns the keys while it is open, and so do the controls that move with arrows themselves (tabs of the page around).
      if (target?.closest(ownArrowKeys)) return;
      const inList = target !== null && listRef.current?.contains(target) === true;
      let next: number | null = null;
      if (event.key === 'Escape' && presenting) {
        event.preventDefault();
        leave();
        return;
      }
      if (event.key === 'ArrowRight' || event.key === 'PageDown') next = index + 1;
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') next = index - 1;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = count - 1;
      // Space on a button presses it; elsewhere it turns the page.
      else if (event.key === ' ' && !target?.closest(activatingTarget)) next = event.shiftKey ? index - 1 : index + 1;
      if (next === null) return;
      event.preventDefault();
      const position = Math.min(count - 1, Math.max(0, next));
      go(position);
      // Moving from the preview list keeps the focus on the slide now in view, as a list of options would.
      if (inList) listRef.current?.querySelectorAll<HTMLButtonElement>('button')[position]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, go, index, leave, presenting]);

  // The preview of the slide in view stays in sight in the list.
  useEffect(() => {
    listRef.current?.querySelectorAll('li')[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await callProcedure('decarbonizationPlan.downloadSlides', { planUuid: plan.uuid }, { token: browserTokenStore.read() }));
    } catch (error) {
      toaster.create({ type: 'error', title: t('planSlides.viewer.downloadFailed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
    } finally {
      setDownloading(false);
    }
  };

  const label = t('planSlides.viewer.slide', { index: index + 1, count, title: titleOf(index) });

  return (
    <Stack gap={4}>
      <HStack gap={2} flexWrap="wrap" justify="flex-end">
        <Button ref={presentRef} colorPalette="teal" onClick={() => void present()}>
          {t('planSlides.viewer.present')}
        </Button>
        <Button variant="outline" loading={downloading} onClick={() => void download()}>
          {t('planSlides.viewer.download')}
        </Button>
      </HStack>
      <Flex direction={{ base: 'column-reverse', md: 'row' }} gap={4} align="flex-start">
        <chakra.ol
          ref={listRef}
          aria-label={t('planSlides.viewer.list')}
          listStyleType="none"
          display="flex"
          flexDirection={{ base: 'row', md: 'column' }}
          gap={2}
          flexShrink={0}
          width={{ base: 'full', md: '180px' }}
          maxHeight={{ md: '70vh' }}
          overflow="auto"
          // Positioned, so the thumbnails' hidden names stay inside the list's scroll box, not the page's.
          position="relative"
          p={1}
        >
          {deck.slides.map((each, position) => (
            <li key={each.id}>
              <chakra.button
                type="button"
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
                display="block"
                width={{ base: '140px', md: 'full' }}
                aspectRatio={`${String(slideSize.width)} / ${String(slideSize.height)}`}
                borderWidth="2px"
                borderColor={position === index ? 'teal.solid' : 'border'}
                borderRadius="sm"
                overflow="hidden"
                cursor="pointer"
                _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
              >
                <SlideSvg slide={each} language={deck.language} decorative />
                {/* The button's name is its content: the drawn slide is hidden from assistive technology. */}
                <VisuallyHidden>{t('planSlides.viewer.thumbnail', { index: position + 1, title: titleOf(position) })}</VisuallyHidden>
              </chakra.button>
            </li>
          ))}
        </chakra.ol>
        <Stack gap={3} flex="1" minW={0} width="full">
          <Box
            ref={stageRef}
            tabIndex={-1}
            role="region"
            aria-roledescription={t('planSlides.page.title')}
            aria-label={label}
            data-presenting={presenting ?? undefined}
            position={presenting ? 'fixed' : 'relative'}
            inset={presenting ? 0 : undefined}
            zIndex={presenting ? 'modal' : undefined}
            bg={presenting ? 'black' : 'white'}
            display="flex"
            alignItems="center"
            justifyContent="center"
            width={presenting ? '100vw' : 'full'}
            height={presenting ? '100vh' : undefined}
            aspectRatio={presenting ? undefined : `${String(slideSize.width)} / ${String(slideSize.height)}`}
            borderWidth={presenting ? 0 : '1px'}
            borderColor="border"
            boxShadow={presenting ? undefined : 'sm'}
            _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
          >
            <SlideSvg slide={current} language={deck.language} label={titleOf(index)} />
            {presenting ? (
              <CloseButton aria-label={t('planSlides.viewer.exit')} position="absolute" top={3} right={3} size="sm" variant="subtle" opacity={0.7} _hover={{ opacity: 1 }} onClick={leave} />
            ) : null}
          </Box>
          <HStack justify="space-between" gap={3}>
            <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
              {t('planSlides.viewer.previous')}
            </Button>
            <Text aria-live="polite" textStyle="sm" color="fg.muted" textAlign="center">
              {t('planSlides.viewer.position', { index: index + 1, count })}
            </Text>
            <Button variant="outline" onClick={() => go(index + 1)} disabled={index === count - 1}>
              {t('planSlides.viewer.next')}
            </Button>
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {t('planSlides.viewer.keys')}
          </Text>
        </Stack>
      </Flex>
    </Stack>
  );
}
