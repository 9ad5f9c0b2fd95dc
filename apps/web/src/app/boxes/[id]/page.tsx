import { notFound } from 'next/navigation';
import { BoxView } from '../../../features/boxes/box-view';
import { localizedTitle } from '../../../i18n/server-i18n';
import '../../boxes.css';

export const generateMetadata = localizedTitle((t) => t.boxes.box.pageTitle);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function BoxRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  return <BoxView boxId={id.toLowerCase()} />;
}
