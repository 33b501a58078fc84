/** The marquee's place while its items load: same band, same height, so nothing below moves. */
export function MarqueeSpace() {
  return (
    <div className="marquee marquee-space" aria-hidden="true" data-testid="marquee-space">
      &nbsp;
    </div>
  );
}
