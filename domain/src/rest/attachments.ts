/** A file attached to a vendor or contact-support ticket, as the API answers it. */
export interface AttachmentDto {
  fileName: string;
  /** A signed `/uploads/<name>?…` link, served by the API's uploads router. */
  url: string;
  contentType: string;
  size: number;
}
