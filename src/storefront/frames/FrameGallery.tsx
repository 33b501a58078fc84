import { Box, chakra, Flex } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { galleryMachine, toggleTitle } from '../../../machines/gallery.machine';
import type { Frame } from '../../api/types';
import { FramePicture, picturesOf } from './FrameImage';

const Control = chakra('button', {
  base: {
    position: 'absolute',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    borderRadius: 'full',
    bg: 'blackAlpha.700',
    color: 'white',
    cursor: 'pointer',
    fontSize: 'md',
    lineHeight: '1',
    _hover: { bg: 'blackAlpha.800' },
    _focusVisible: { outline: '2px solid white', outlineOffset: '1px' },
  },
});

interface Props {
  frame: Pick<Frame, 'name' | 'images' | 'imageUrl'>;
  eager?: boolean;
}

/** The card's gallery: auto-advance 4 s, manual moves pause 5 s, a toggle, dots and an 'n/total' counter. */
export function FrameGallery({ frame, eager }: Props) {
  const pictures = picturesOf(frame);
  const [state, send] = useMachine(galleryMachine, { input: { total: pictures.length } });
  const { index } = state.context;
  const current = pictures[index] ?? pictures[0];
  const total = pictures.length;

  return (
    <Box position="relative" aspectRatio="4 / 5" bg="gray.100" overflow="hidden" borderTopRadius="lg">
      {current ? (
        <FramePicture
          key={index}
          className="gallery-fade"
          picture={current}
          alt={total > 1 ? `${frame.name} (image ${index + 1} of ${total})` : frame.name}
          eager={eager}
        />
      ) : (
        <Flex h="100%" align="center" justify="center" color="gray.600" fontSize="sm">
          No image available
        </Flex>
      )}
      {total > 1 && (
        <>
          <Control
            type="button"
            aria-label="Previous image"
            left="2"
            top="50%"
            transform="translateY(-50%)"
            onClick={() => send({ type: 'gallery.prev' })}
          >
            ‹
          </Control>
          <Control
            type="button"
            aria-label="Next image"
            right="2"
            top="50%"
            transform="translateY(-50%)"
            onClick={() => send({ type: 'gallery.next' })}
          >
            ›
          </Control>
          <Control
            type="button"
            top="2"
            right="2"
            w="7"
            h="7"
            fontSize="xs"
            title={toggleTitle(state.matches('playing'))}
            aria-label={toggleTitle(state.matches('playing'))}
            onClick={() => send({ type: 'gallery.toggle' })}
          >
            {state.matches('playing') ? '❚❚' : '▶'}
          </Control>
          <Box
            position="absolute"
            top="2"
            left="2"
            px="2"
            py="0.5"
            borderRadius="full"
            bg="blackAlpha.700"
            color="white"
            fontSize="xs"
            aria-live="off"
          >
            {index + 1}/{total}
          </Box>
          <Flex position="absolute" bottom="1" left="0" right="0" justify="center" gap="0">
            {pictures.map((p, i) => (
              <chakra.button
                key={p.imageUrl}
                type="button"
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => send({ type: 'gallery.goto', index: i })}
                w="6"
                h="6"
                display="flex"
                alignItems="center"
                justifyContent="center"
                cursor="pointer"
                _focusVisible={{ outline: '2px solid white' }}
              >
                <Box
                  w="2"
                  h="2"
                  borderRadius="full"
                  bg={i === index ? 'white' : 'whiteAlpha.600'}
                  boxShadow="0 0 0 1px rgba(0,0,0,.4)"
                />
              </chakra.button>
            ))}
          </Flex>
        </>
      )}
    </Box>
  );
}
