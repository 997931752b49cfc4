// The app's first-launch tutorial (seed 002 §1 "Tutorial dialog", mobile app only): the slides
// of slider 1 of the content backend, one at a time, with 'Salta' to close and, on a slide that
// links a page, its button ('Scopri' unless the slide names it). Shown only when the first
// slide's id differs from the last tutorial seen; closing it in any way remembers that id.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { TUTORIAL_DEFAULT_BUTTON, TUTORIAL_SLIDER_ID } from '@sporta/contracts';
import { TUTORIAL_SEEN_KEY, tutorialDue } from '@sporta/domain/tutorial';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n/i18n';
import { getSlides, type ContentSlide } from '../api/get-slides';

const target = { minHeight: 44, minWidth: 44 };

function lastSeen(): string | null {
  try {
    return localStorage.getItem(TUTORIAL_SEEN_KEY);
  } catch {
    return null;
  }
}

export function TutorialDialog() {
  const navigate = useNavigate();
  const [slides, setSlides] = useState<ContentSlide[] | null>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getSlides(TUTORIAL_SLIDER_ID, controller.signal)
      .then((found) => {
        if (tutorialDue(found, lastSeen())) setSlides(found);
      })
      // No tutorial (none published, offline): the app starts without it and asks again next time.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!slides) return null;
  const slide = slides[index]!;
  const last = index === slides.length - 1;
  const close = () => {
    try {
      localStorage.setItem(TUTORIAL_SEEN_KEY, String(slides[0]!.id));
    } catch {
      // storage refused: it will show again next time
    }
    setSlides(null);
  };

  return (
    <Dialog open onClose={close} aria-labelledby="tutorial-title" aria-describedby="tutorial-text" fullWidth>
      <DialogContent sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
        {slide.image && (
          <Box
            component="img"
            src={slide.image}
            alt={slide.imageAlt}
            width={600}
            height={300}
            sx={{ width: '100%', height: 'auto', borderRadius: 2, objectFit: 'cover' }}
          />
        )}
        <Typography id="tutorial-title" variant="h2" sx={{ fontSize: 22, fontWeight: 700 }}>
          {slide.title}
        </Typography>
        <Typography id="tutorial-text">{slide.text}</Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('tutorial.step', { n: index + 1, total: slides.length })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={close} sx={target}>
          {t('tutorial.skip')}
        </Button>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {slide.buttonHref && (
            <Button
              variant="outlined"
              sx={target}
              onClick={() => {
                const to = slide.buttonHref!;
                close();
                void navigate(to);
              }}
            >
              {slide.buttonText ?? TUTORIAL_DEFAULT_BUTTON}
            </Button>
          )}
          <Button variant="contained" sx={target} onClick={() => (last ? close() : setIndex(index + 1))}>
            {last ? t('tutorial.done') : t('tutorial.next')}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
