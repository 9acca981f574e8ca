import { formatPhone } from '@club/shared';
import { Check, Mail, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Loaded } from '../../../components/page-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { type MessageFilter, useMessages } from '../api/get-messages';
import { useMarkMessage } from '../api/mark-message';

export function MessagesPage() {
  return (
    <AdminFrame moduleId="contact" title={t('contact.messagesPage.contactMessages')}>
      <Messages />
    </AdminFrame>
  );
}

function Messages() {
  const { can } = useAuth();
  const [status, setStatus] = useState<MessageFilter>('new');
  const [page, setPage] = useState(1);
  const messages = useMessages({ page, status });
  const mark = useMarkMessage();

  const toggle = async (id: string, handled: boolean) => {
    try {
      await mark.mutateAsync({ id, handled });
      toast.success(t('common.toast.done'), {
        description: handled ? 'Message marked as handled' : 'Message marked as new',
      });
    } catch {
      toast.error(t('common.toast.error'), { description: 'Failed to update message' });
    }
  };

  // One list, shown in the panel of whichever tab is chosen (each tab controls a panel).
  const messageList = (
    <>
      <Loaded query={messages} failed={t('contact.messagesPage.failedToLoadMessages')}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>{t('contact.messagesPage.noMessagesHere')}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.items.map((message) => (
                <li key={message.id}>
                  <Card>
                    <CardHeader className="pb-2">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <CardTitle className="text-base">
                          {message.name} <span className="font-normal text-slate-500">&lt;{message.email}&gt;</span>
                        </CardTitle>
                        <div className="flex items-center gap-2">
                          <Badge variant="secondary">{message.topic}</Badge>
                          <Badge variant={message.handledAt ? 'outline' : 'default'}>
                            {message.handledAt ? t('contact.messagesPage.handled') : t('contact.messagesPage.new')}
                          </Badge>
                        </div>
                      </div>
                      <p className="text-xs text-slate-500">
                        {formatDateTime(message.createdAt)}
                        {message.phone ? ` · ${formatPhone(message.phone)}` : ''}
                        {message.handledAt
                          ? t('contact.messagesPage.handledBy', {
                              value0: message.handledByName ?? 'a former user',
                              date: formatDateTime(message.handledAt),
                            })
                          : ''}
                      </p>
                    </CardHeader>
                    <CardContent className="flex flex-col gap-3">
                      <p className="whitespace-pre-line text-sm text-slate-700">{message.message}</p>
                      <div className="flex flex-wrap gap-2">
                        <Button asChild variant="outline" size="sm">
                          <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.topic}`)}`}>
                            <Mail aria-hidden /> {t('contact.messagesPage.replyByEmail')}
                          </a>
                        </Button>
                        {can('contact', 'edit') && (
                          <Button
                            variant="secondary"
                            size="sm"
                            onClick={() => toggle(message.id, !message.handledAt)}
                            disabled={mark.isPending}
                          >
                            {message.handledAt ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
                            {message.handledAt
                              ? t('contact.messagesPage.markAsNew')
                              : t('contact.messagesPage.markAsHandled')}
                          </Button>
                        )}
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
  return (
    <div className="flex flex-col gap-4">
      <Tabs
        value={status}
        onValueChange={(value) => {
          setStatus(value as MessageFilter);
          setPage(1);
        }}
      >
        <TabsList className="max-w-md">
          <TabsTrigger value="new">
            {t('contact.messagesPage.new')}
            {messages.data ? ` (${messages.data.unhandled})` : ''}
          </TabsTrigger>
          <TabsTrigger value="handled">{t('contact.messagesPage.handled')}</TabsTrigger>
          <TabsTrigger value="all">{t('contact.messagesPage.all')}</TabsTrigger>
        </TabsList>
        {(['new', 'handled', 'all'] as const).map((filter) => (
          <TabsContent key={filter} value={filter}>
            {messageList}
          </TabsContent>
        ))}
      </Tabs>
      {messages.data && (
        <Pagination page={page} pageSize={messages.data.pageSize} total={messages.data.total} onPage={setPage} />
      )}
    </div>
  );
}
