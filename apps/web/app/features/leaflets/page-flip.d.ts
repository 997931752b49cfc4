// The part of page-flip (StPageFlip, MIT) the leaflet viewer uses; the package ships no types.
declare module 'page-flip/dist/js/page-flip.module.js' {
  export interface FlipSetting {
    width: number;
    height: number;
    size: 'fixed' | 'stretch';
    minWidth: number;
    maxWidth: number;
    minHeight: number;
    maxHeight: number;
    startPage: number;
    usePortrait: boolean;
    showCover: boolean;
    drawShadow: boolean;
    maxShadowOpacity: number;
    flippingTime: number;
    mobileScrollSupport: boolean;
    clickEventForward: boolean;
    useMouseEvents: boolean;
    showPageCorners: boolean;
    autoSize: boolean;
  }
  export class PageFlip {
    constructor(block: HTMLElement, settings: Partial<FlipSetting>);
    loadFromHTML(items: HTMLElement[]): void;
    on(event: 'flip' | 'changeOrientation' | 'init', handler: (e: { data: unknown }) => void): this;
    flipNext(): void;
    flipPrev(): void;
    flip(page: number): void;
    turnToPage(page: number): void;
    getCurrentPageIndex(): number;
    getPageCount(): number;
    update(): void;
    destroy(): void;
  }
}
